// Vite bundles Leaflet's stylesheet with the lazily loaded map; TypeScript only needs to know it exists.
declare module 'leaflet/dist/leaflet.css';
