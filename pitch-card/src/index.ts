/**
 * The pitch card: a session on one printable page, drawn by the app and rendered by the server
 * for a shared link from the same components. Free of browser-only and server-only code; the
 * server's page with inlined styles is in standalone-page.ts.
 */
export * from './drill-profile-text';
export * from './GroupKit';
export * from './PitchCard';
export * from './pitch-card-model';
export * from './standalone-card';
