import { Button, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';

/** Spec 2.4: four steps, and the New Quote and Previous Orders buttons. */
const STEPS = [
  {
    title: 'Select quote',
    text: 'Start a new quote request, or open one of your earlier quotes to repeat or change it.',
  },
  {
    title: 'Choose garments by SKU code',
    text: 'Find the garments in the supplier catalogues, note their SKU codes, then add them with the colours, sizes and quantities you need.',
  },
  {
    title: 'Choose decoration',
    text: 'Pick embroidery, screen print, vinyl or digital print, and the position on each garment.',
  },
  {
    title: 'Upload logo and submit',
    text: 'Upload your logo artwork and submit the request. We review it and return a priced quote for your approval.',
  },
];

export function HowToOrderPage() {
  return (
    <>
      <PageHeader
        title="How to Order"
        description="Four steps from an idea to decorated garments. Our team checks every request before it goes to production."
        actions={
          <>
            <Button component={Link} to="/requests/add">
              New Quote
            </Button>
            <Button component={Link} to="/myorders" variant="outline">
              Previous Orders
            </Button>
          </>
        }
      />
      <SimpleGrid
        component="ol"
        cols={{ base: 1, sm: 2, lg: 4 }}
        spacing="lg"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Paper withBorder p="lg" radius="md" bg="white" h="100%">
              <Group gap="sm" mb="sm" wrap="nowrap">
                <ThemeIcon size={36} radius="xl" aria-hidden="true">
                  <Text fw={700}>{index + 1}</Text>
                </ThemeIcon>
                <Title order={2} size="h4">
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {step.title}
                </Title>
              </Group>
              <Text>{step.text}</Text>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    </>
  );
}
