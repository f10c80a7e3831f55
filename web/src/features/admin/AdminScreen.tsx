// The shell loads features/admin/Admin|AdminScreen|AdminPage.tsx; the screen itself is AdminDashboard.
export { AdminDashboard as default } from './AdminDashboard';
