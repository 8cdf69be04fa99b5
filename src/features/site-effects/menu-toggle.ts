/** The phone menu's checkbox (site header); the site effects close it after each navigation. */
export const MENU_TOGGLE_ID = 'site-nav-toggle'
