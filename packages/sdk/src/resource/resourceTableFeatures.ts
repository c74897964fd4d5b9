import { columnVisibilityFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table';

/** The TanStack Table features every resource table uses: server-driven sorting and column choice. */
export const resourceTableFeatures = tableFeatures({ rowSortingFeature, columnVisibilityFeature });

/** Height of one table row in pixels (the virtualizer's estimate). */
export const ROW_HEIGHT = 40;
