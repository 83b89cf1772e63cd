import { DATA_SAVER_COOKIE, dataSaverChoice } from '../contract/dataSaver'

interface NetworkInformation {
  saveData?: boolean
}

/** Whether this browser saves data: the footer's switch, else the browser's own setting (Save-Data). */
export function savingData(): boolean {
  return dataSaverChoice(document.cookie) ?? (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true
}

/** The footer's switch: remembered for a year, sent to the server with every page. */
export function chooseDataSaver(on: boolean) {
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; path=/; max-age=31536000; samesite=lax`
}
