import { Group, Loader, Paper, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { formatDisplayDate } from '@portal/domain/dates';
import type { OrderProgressAnswer } from '@portal/domain/order-progress';
import { memo, useId } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useBusiness } from '../../lib/business.ts';
import { useOrderProgress } from './api/orderProgress.ts';
import classes from './order-progress.module.css';

/**
 * An order's steps as a stepper: accepted, artwork approved, in production, dispatched, completed,
 * invoice paid, each with the day it was reached or 'Not yet'. The customer sees it on the order's
 * page and staff on the order; both read the same call.
 */
export const OrderProgress = memo(function OrderProgress({ quoteId }: { quoteId: number }) {
  const progress = useOrderProgress(quoteId);
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" bg="white" mt="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        Order progress
      </Title>
      {progress.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading the order's progress" />
      ) : progress.isError ? (
        <FormMessage error={errorMessage(progress.error)} />
      ) : (
        <Steps steps={progress.data.steps} />
      )}
    </Paper>
  );
});

function Steps({ steps }: { steps: OrderProgressAnswer['steps'] }) {
  const { time_zone } = useBusiness();
  return (
    <ol className={classes.steps} aria-label="Order steps">
      {steps.map((step, at) => (
        <li key={step.step} className={classes.step} data-reached={step.reached_at ? 'yes' : 'no'}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <ThemeIcon
              size="md"
              radius="xl"
              variant={step.reached_at ? 'filled' : 'outline'}
              color={step.reached_at ? 'teal.8' : 'gray.7'}
              aria-hidden
            >
              <Text size="xs" fw={700}>
                {step.reached_at ? '✓' : at + 1}
              </Text>
            </ThemeIcon>
            <div>
              <Text fw={600} size="sm">
                {step.label}
                <VisuallyHidden>{step.reached_at ? ': done' : ': not yet'}</VisuallyHidden>
              </Text>
              <Text size="sm" c="gray.8">
                {step.reached_at ? formatDisplayDate(step.reached_at, time_zone) : 'Not yet'}
              </Text>
            </div>
          </Group>
        </li>
      ))}
    </ol>
  );
}
