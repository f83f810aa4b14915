/// <reference types="vite/client" />
// The React Refresh preamble: a virtual module from @vitejs/plugin-react, empty in production builds.
declare module '@vitejs/plugin-react/preamble';
