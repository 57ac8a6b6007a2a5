// Vitest runs server code outside React's server runtime; 'server-only' would throw there.
export {};
