/** The flags Debian's Chromium runs with here, headless (chromium-flags.mjs). */
export declare const CHROMIUM_FLAGS: string[];
