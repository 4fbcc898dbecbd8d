/** The banner's element id: index.html's boot script reveals it by this id on server-rendered pages. */
export const COOKIE_BANNER_ID = 'cookie-banner';
