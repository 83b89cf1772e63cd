import { DATA_SAVER_ATTRIBUTE, DATA_SAVER_COOKIE } from '../contract/dataSaver'

/** Whether this page saves data: the server decided it (the footer's switch, else the browser's Save-Data) and marked the page. */
export const savingData = (): boolean => typeof document !== 'undefined' && document.documentElement.hasAttribute(DATA_SAVER_ATTRIBUTE)

/** The footer's switch: remembered for a year, sent to the server with every page, which draws them for it. */
export function chooseDataSaver(on: boolean) {
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; path=/; max-age=31536000; samesite=lax`
}
