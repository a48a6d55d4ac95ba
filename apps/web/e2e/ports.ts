// Dedicated ports so the tests never collide with a running `npm start` (5000 / 8080).
export const E2E_API_PORT = 5100;
export const E2E_WEB_PORT = 8180;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
