export * from './brand'
export * from './categories'
export * from './marketing'
export * from './homeSections'
