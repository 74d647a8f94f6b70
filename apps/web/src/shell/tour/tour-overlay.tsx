import {
  ActionIcon,
  Button,
  CloseButton,
  Group,
  Paper,
  Portal,
  Progress,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCK_BELOW, MARGIN, placeCard } from './place-card.ts';
import classes from './tour.module.css';
import { dispatchTour } from './tour-state.ts';
import type { TourStep } from './tours.ts';
import { useTourTarget } from './use-tour-target.ts';

/** Room left around the highlighted element inside the ring. */
const PAD = 6;

/**
 * One step of a running tour: the page dimmed, a ring around the real element (found by
 * `useTourTarget`), and a card beside it with the step's text, progress and the controls. A step whose
 * element is not on this screen is shown centred and says so.
 */
export function TourOverlay({
  tourName,
  step,
  index,
  count,
  percent,
  playing,
  title,
  description,
}: {
  tourName: string;
  step: TourStep;
  index: number;
  count: number;
  percent: number;
  playing: boolean;
  title: string;
  description: string;
}) {
  const { t } = useTranslation();
  const view = useViewportSize();
  const { box, searching } = useTourTarget(`${step.category}/${step.id}`, step.target);
  const cardRef = useRef<HTMLDivElement>(null);
  const [cardHeight, setCardHeight] = useState(220);
  const width = Math.min(360, Math.max(0, (view.width || 1024) - 2 * MARGIN));
  const docked = (view.width || 1024) < DOCK_BELOW;

  useLayoutEffect(() => {
    const h = cardRef.current?.offsetHeight;
    if (h && h !== cardHeight) setCardHeight(h);
  });
  // Focus follows the tour, so screen readers read each step and the keys act on the tour.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step moves focus to its card
  useLayoutEffect(() => {
    cardRef.current?.focus({ preventScroll: true });
  }, [step.id, step.category]);

  const ring = box && {
    top: box.top - PAD,
    left: box.left - PAD,
    width: box.width + 2 * PAD,
    height: box.height + 2 * PAD,
  };
  const spot = placeCard(
    ring,
    step.position,
    { width, height: cardHeight },
    { width: view.width || 1024, height: view.height || 768 },
  );
  const last = index === count - 1;
  const titleId = `tour-title-${step.category}-${step.id}`;

  return (
    <Portal>
      <div className={classes.blocker} data-dim={ring ? undefined : true} aria-hidden />
      {ring && <div className={classes.spotlight} style={ring} data-tour-spotlight aria-hidden />}
      <Paper
        ref={cardRef}
        className={classes.card}
        style={{ top: spot.top, left: spot.left, width }}
        shadow="xl"
        radius="md"
        p="md"
        withBorder
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-text`}
        tabIndex={-1}
        data-tour-card
      >
        <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" lineClamp={1}>
            {tourName}
          </Text>
          <CloseButton
            size="sm"
            aria-label={t('tour.close')}
            onClick={() => dispatchTour({ type: 'close' })}
          />
        </Group>
        <Title order={2} size="h4" id={titleId} mb={6}>
          {title}
        </Title>
        <Text size="sm" id={`${titleId}-text`}>
          {description}
        </Text>
        {!ring && !searching && step.target.length > 0 && (
          <Text size="xs" c="dimmed" mt={6}>
            {t('tour.notOnScreen')}
          </Text>
        )}
        <Progress value={percent} size="sm" mt="md" aria-label={t('tour.progressLabel')} />
        <Group justify="space-between" mt={6} gap="xs">
          <Text size="xs" c="dimmed">
            {t('tour.stepOf', { step: index + 1, count })}
          </Text>
          <Text size="xs" fw={600} data-tour-progress>
            {t('tour.progress', { percent })}
          </Text>
        </Group>
        <Group justify="space-between" mt="sm" wrap="nowrap" gap="xs">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            disabled={index === 0}
            onClick={() => dispatchTour({ type: 'previous' })}
          >
            {t('tour.previous')}
          </Button>
          <Tooltip label={playing ? t('tour.pause') : t('tour.play')}>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={playing ? t('tour.pause') : t('tour.play')}
              aria-pressed={playing}
              onClick={() => dispatchTour({ type: 'toggle-play' })}
            >
              {playing ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
            </ActionIcon>
          </Tooltip>
          <Button
            size="sm"
            rightSection={last ? undefined : <IconChevronRight size={16} aria-hidden />}
            onClick={() => dispatchTour({ type: 'next' })}
          >
            {last ? t('tour.finish') : t('tour.next')}
          </Button>
        </Group>
        {!docked && (
          <Text size="xs" c="dimmed" ta="center" mt="xs">
            {t('tour.keys')}
          </Text>
        )}
      </Paper>
    </Portal>
  );
}
