export const PRODUCT_NAME = 'IdeaIgnite';
export const PRODUCT_TAGLINE = "India's leading startup idea platform and investor community";
/** The day the Terms and the Privacy Policy took effect, as an ISO date: each page shows it in its language. */
export const LEGAL_EFFECTIVE_DATE = '2025-04-30';
