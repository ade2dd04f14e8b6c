import { carouselMachine } from '@wl/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type KeyboardEvent, type ReactNode, useEffect } from 'react';
import { useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FaChevronLeft, FaChevronRight } from 'react-icons/fa6';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './DealCarousel.css.ts';

export interface DealCarouselProps {
  /** One slide per deal card. */
  slides: ReactNode[];
  /** Accessible name of the carousel, e.g. "Hotels deals". */
  label: string;
  /** Slide shown first. @default 0 */
  initialIndex?: number;
}

/**
 * The deal cards one at a time on narrow screens (spec §2.3). Previous/next drive
 * `carouselMachine`, whose index wraps around at both ends; the position ("2 of 8") is announced
 * politely. Arrow keys on the controls move too, in the reading direction.
 */
export function DealCarousel({ slides, label, initialIndex = 0 }: DealCarouselProps) {
  const { t } = useTranslation('deals');
  const { direction } = useLocale();
  const carousel = useActorRef(carouselMachine, {
    input: { length: slides.length, index: initialIndex },
  });
  const index = useSelector(carousel, (state) => state.context.index);
  const length = useSelector(carousel, (state) => state.context.length);

  useEffect(() => {
    carousel.send({ type: 'SET_LENGTH', length: slides.length });
  }, [carousel, slides.length]);

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) carousel.send({ type: 'NEXT' });
    else if (event.key === backward) carousel.send({ type: 'PREV' });
    else return;
    event.preventDefault();
  };

  if (slides.length === 0) return null;
  const position = t('carousel.position', { current: index + 1, total: length });

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut; the buttons inside are the interactive part */}
      <div className={styles.controls} onKeyDown={onKeyDown}>
        <Button
          tone="secondary"
          size="sm"
          aria-label={t('carousel.previous')}
          onPress={() => carousel.send({ type: 'PREV' })}
        >
          <FaChevronLeft aria-hidden className={styles.chevron} />
        </Button>
        <p className={styles.position} aria-live="polite" aria-atomic="true">
          {position}
        </p>
        <Button
          tone="secondary"
          size="sm"
          aria-label={t('carousel.next')}
          onPress={() => carousel.send({ type: 'NEXT' })}
        >
          <FaChevronRight aria-hidden className={styles.chevron} />
        </Button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern's slide is a group, not a form fieldset */}
      <div
        className={styles.slide}
        role="group"
        aria-roledescription={t('carousel.slide')}
        aria-label={position}
      >
        {slides[index] ?? slides[0]}
      </div>
    </section>
  );
}
