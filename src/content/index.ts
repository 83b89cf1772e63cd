export * from './brand'
export * from './categories'
export * from './salon'
export * from './marketing'
