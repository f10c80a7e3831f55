export { ActivityDetailDialog } from './ActivityDetailDialog';
export type { ActivityDetailDialogProps } from './ActivityDetailDialog';
export { builderWithActivityHref, addToPlanHref, editActivityHref, topicName } from './activity-links';
export { useDeleteActivity } from './use-delete-activity';
export { DrillProfile } from './DrillProfile';
export { ActivityDialog } from './ActivityDialog';
export type { ActivityDialogProps, ActivityDialogView } from './ActivityDialog';
