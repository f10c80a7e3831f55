/** What the home shows the super admin (features/home/Home.tsx loads it for them only). */
export { AdminHome } from './AdminHome';
