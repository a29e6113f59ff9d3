import type { DataSaverChoice } from '@ideaignite/contract';

/** The parts of the Network Information API read here (not in every browser, nor in TypeScript's DOM types). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Where this device keeps the last data saver choice it read from the account's settings. */
export const DATA_SAVER_KEY = 'dataSaver';

/** Whether this browser asks to save data: Save-Data on, or a 2G/3G connection ('slow-2g', '2g', '3g'). */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)[23]g$/.test(connection?.effectiveType ?? '');
}

function storedChoice(): DataSaverChoice {
  try {
    const stored = localStorage.getItem(DATA_SAVER_KEY);
    return stored === 'on' || stored === 'off' ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

/** Keeps the account's choice on this device, for what must decide before the settings are fetched. */
export function rememberDataSaverChoice(choice: DataSaverChoice): void {
  try {
    localStorage.setItem(DATA_SAVER_KEY, choice);
  } catch {
    // Private mode: the browser's own hints decide.
  }
}

/**
 * Data saver as this device last knew it: the remembered choice, and on 'auto' the browser's
 * hints. For what decides without fetching anything (posters on the landing page and the
 * dashboard's first view, which must neither wait for nor carry the settings query); the browser
 * only (read it in a render the browser makes itself).
 */
export function savesData(): boolean {
  const choice = storedChoice();
  return choice === 'auto' ? browserSavesData() : choice === 'on';
}
