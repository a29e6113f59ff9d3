export const PRODUCT_NAME = 'IdeaIgnite';
export const PRODUCT_TAGLINE = "India's leading startup idea platform and investor community";
export const LEGAL_EFFECTIVE_DATE = 'April 30, 2025';
