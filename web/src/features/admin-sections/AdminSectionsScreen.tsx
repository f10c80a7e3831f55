// The shell loads features/admin-sections/AdminSections|...Screen|...Page.tsx; the screen itself is SectionManagement.
export { SectionManagement as default } from './SectionManagement';
