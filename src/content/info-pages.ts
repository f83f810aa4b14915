// Copy for the information pages, one module each (a page's chunk carries only its own): /learn, /downloads,
// /vendor-directory and /media. This module gathers them for the content tests.
export * from './info/learn';
export * from './info/downloads';
export * from './info/vendors';
export * from './info/media';
