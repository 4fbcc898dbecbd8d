/** The banner's element id: index.html's boot script reveals it by this id on server-rendered pages. */
export const COOKIE_BANNER_ID = 'cookie-banner';

/** CSS variable on <html> holding the shown banner's height (index.html's boot script sets it too). */
export const BANNER_HEIGHT_VAR = '--cookie-banner-h';
