// The shell loads features/admin-categories/AdminCategories|...Screen|...Page.tsx; the screen itself is CategoryManagement.
export { CategoryManagement as default } from './CategoryManagement';
