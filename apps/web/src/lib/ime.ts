import type { KeyboardEvent } from 'react';

/**
 * True while an input method (an Indian-language or phonetic keyboard, IME) is composing a word:
 * then Enter picks the word and must neither send nor submit. Safari reports the Enter that ends
 * a composition after `compositionend`, with `isComposing` false, but always with keyCode 229.
 */
export function isComposing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/** onKeyDown for a one-line box inside a form: Enter while composing does not submit the form. */
export function keepEnterWhileComposing(event: KeyboardEvent) {
  if (event.key === 'Enter' && isComposing(event)) event.preventDefault();
}
