/** The Pitchside UI kit. Screens import from here: `import { Button, toast } from '../../ui'`. */
export { Button, ButtonLink, IconButton, buttonClassName } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize, IconButtonProps } from './Button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter, Badge, EmptyState, badgeColourNames } from './Card';
export type { BadgeColour } from './Card';
export { Dialog, DialogFooter } from './Dialog';
export type { DialogProps } from './Dialog';
export { ConfirmDialog, ConfirmHost, confirmAction } from './ConfirmDialog';
export type { ConfirmOptions } from './ConfirmDialog';
export { Field, TextArea, Select, Checkbox, Switch } from './Field';
export type { FieldProps, TextAreaProps, SelectProps, SelectOption } from './Field';
export { Tabs } from './Tabs';
export type { TabItem } from './Tabs';
export { Spinner, Skeleton } from './Spinner';
export { PageHeader } from './PageHeader';
export { toast, dismissToast, Toaster, TOAST_DURATION_MS } from './toast';
export type { ToastInput, ToastVariant } from './toast';
export * from './icons';
