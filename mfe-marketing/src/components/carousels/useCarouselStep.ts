import { useIsMobile } from '@wellness/shared/ui';
import { CAROUSEL_STEPS } from './copy';

/** The arrow step of a carousel: 280 px at widths of 768 or less, else its own. */
export function useCarouselStep(kind: 'destinations' | 'programs' | 'insights'): number {
  return useIsMobile() ? CAROUSEL_STEPS.mobile : CAROUSEL_STEPS[kind];
}
