// The design system of @wellness/shared. Styles: import '@wellness/shared/styles.css' once per app.
export * from './tokens';
export { cx } from './cx';
export { useMediaQuery, useIsMobile, usePrefersReducedMotion, prefersReducedMotion } from './hooks/useMediaQuery';
export { useDebounced } from './hooks/useDebounced';

export { Button, IconButton, ButtonLink, buttonClassName } from './Button/Button';
export type { ButtonProps, IconButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './Button/Button';
export { Dialog } from './Dialog/Dialog';
export type { DialogProps, DialogSize } from './Dialog/Dialog';
export { Tabs } from './Tabs/Tabs';
export type { TabsProps, TabItem } from './Tabs/Tabs';
export { Accordion } from './Accordion/Accordion';
export type { AccordionProps, AccordionItem } from './Accordion/Accordion';
export { Carousel } from './Carousel/Carousel';
export type { CarouselProps } from './Carousel/Carousel';
export { Card } from './Card/Card';
export type { CardProps } from './Card/Card';
export { DataTable } from './DataTable/DataTable';
export type { DataTableColumn, DataTableMessages, DataTableProps } from './DataTable/DataTable';
export { Pagination } from './DataTable/Pagination';
export type { PaginationProps } from './DataTable/Pagination';

export { TextField } from './fields/TextField';
export type { TextFieldProps } from './fields/TextField';
export { Select } from './fields/Select';
export type { SelectProps, SelectOption } from './fields/Select';
export { DateInput, todayIso } from './fields/DateInput';
export type { DateInputProps } from './fields/DateInput';
export { Checkbox } from './fields/Checkbox';
export type { CheckboxProps } from './fields/Checkbox';
export { StarRatingInput } from './StarRatingInput/StarRatingInput';
export type { StarRatingInputProps } from './StarRatingInput/StarRatingInput';

export { InlineMessage } from './feedback/InlineMessage';
export type { InlineMessageProps } from './feedback/InlineMessage';
export type { Tone as MessageTone } from './feedback/icons';
export { ToastProvider, useToast } from './feedback/Toast';
export { DismissButton } from './feedback/DismissButton';
export type { ToastApi, ToastOptions } from './feedback/Toast';
export { LoadingText, Skeleton } from './feedback/Loading';
export type { LoadingTextProps, SkeletonProps } from './feedback/Loading';
export { EmptyState } from './feedback/EmptyState';
export type { EmptyStateProps } from './feedback/EmptyState';

export { Avatar, initialsFor } from './Avatar/Avatar';
export type { AvatarProps } from './Avatar/Avatar';
export { DropdownMenu } from './DropdownMenu/DropdownMenu';
export type { DropdownMenuProps, DropdownMenuItem } from './DropdownMenu/DropdownMenu';
export { Badge } from './Badge/Badge';
export type { BadgeProps, BadgeVariant } from './Badge/Badge';
export { VisuallyHidden, visuallyHiddenClassName } from './VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';

export { ResponsiveImage } from './media/ResponsiveImage';
export type { ResponsiveImageProps } from './media/ResponsiveImage';
export * from './media/media';

export { RatingStars, ratingText } from './rating/RatingStars';
export type { RatingStarsProps } from './rating/RatingStars';
export { StarIcon } from './rating/StarIcon';
export type { StarIconProps } from './rating/StarIcon';
export { SaveButton } from './SaveButton/SaveButton';
export type { SaveButtonProps } from './SaveButton/SaveButton';
