import { MOTION } from './constants'

/**
 * Runs in <head> before the first paint: applies the large-screen scale and
 * arms the scroll reveal (only with IntersectionObserver and without
 * prefers-reduced-motion), so nothing jumps when the client effects start. If
 * they never start, the reveal is disarmed after 3 s and all content shows.
 */
export const BOOT_SCRIPT = `(function(){var d=document.documentElement;var w=window.innerWidth;
if(w>=${MOTION.scaleMinWidth}){d.style.setProperty('--page-scale',String(Math.min(w,${MOTION.scaleMaxWidth})/${MOTION.designWidth}));d.classList.add('is-scaled')}
if('IntersectionObserver' in window&&!window.matchMedia('(prefers-reduced-motion: reduce)').matches){d.classList.add('reveal-ready');
setTimeout(function(){if(!window.__siteEffects)d.classList.remove('reveal-ready')},3000)}})()`
