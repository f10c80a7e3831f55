/** What the home shows admins, as one chunk (features/home/Home.tsx loads it for admins only). */
export { AdminHome } from './AdminHome';
export { GettingStarted } from '../getting-started/GettingStarted';
