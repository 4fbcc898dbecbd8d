/**
 * framer-motion's layout-animation features, loaded after the board is on screen (LazyMotion):
 * they are most of the library, and the cards work (and can be dragged) without them.
 */
export { domMax as default } from 'framer-motion';
