import { MOTION } from './constants'

/**
 * Runs in <head> before the first paint: applies the large-screen scale, so
 * wide screens never see the page jump.
 */
export const SCALE_SCRIPT = `(function(){var d=document.documentElement;var w=window.innerWidth;
if(w>=${MOTION.scaleMinWidth}){d.style.setProperty('--page-scale',String(Math.min(w,${MOTION.scaleMaxWidth})/${MOTION.designWidth}));d.classList.add('is-scaled')}})()`

/**
 * Runs at the end of <body>, before the first paint and before hydration: arms
 * the scroll reveal (only with IntersectionObserver and without
 * prefers-reduced-motion) for the sections below the fold only, so what is on
 * screen at load never waits for JavaScript. If the client effects never
 * start, the reveal is disarmed after 3 s and all content shows.
 */
export const REVEAL_SCRIPT = `(function(){var d=document.documentElement;
if(!('IntersectionObserver' in window)||window.matchMedia('(prefers-reduced-motion: reduce)').matches)return;
var limit=window.innerHeight-${MOTION.revealOffset};var items=document.querySelectorAll('[data-reveal]');
for(var i=0;i<items.length;i++){if(items[i].getBoundingClientRect().top<limit)items[i].classList.add('is-revealed')}
d.classList.add('reveal-ready');setTimeout(function(){if(!window.__siteEffects)d.classList.remove('reveal-ready')},3000)})()`
