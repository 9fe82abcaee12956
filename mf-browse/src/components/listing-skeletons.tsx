import { Skeleton, SkeletonGroup } from 'design-system/skeleton';
import itemStyles from './listing-item.module.css';
import { ListingGrid } from './listing-grid.tsx';

/** A list's first page on its way: cards in the shape of ListingItem's, in the same grid. */
export function ListingSkeletons({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <SkeletonGroup label={label}>
      <ListingGrid>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={itemStyles.item} aria-hidden="true">
            <Skeleton className={itemStyles.image} />
            <div className={itemStyles.details}>
              <Skeleton width="70%" height="0.9em" />
              <Skeleton width="85%" height="1.2em" className={itemStyles.name} />
              <Skeleton width="45%" height="1em" className={itemStyles.price} />
              <Skeleton width="60%" height="0.9em" />
            </div>
          </li>
        ))}
      </ListingGrid>
    </SkeletonGroup>
  );
}
