// The shell loads features/admin-users/AdminUsers|AdminUsersScreen|AdminUsersPage.tsx; the screen itself is UserManagement.
export { UserManagement as default } from './UserManagement';
