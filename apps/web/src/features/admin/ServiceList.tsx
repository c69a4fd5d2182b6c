import { Badge, List, Text, Title } from '@mantine/core';
import { useServices } from './api/listServices.ts';

/** Which outside services are set up, and what happens to messages of those that are not. */
export function ServiceList() {
  const services = useServices();
  if (!services.data) return null;
  return (
    <section aria-labelledby="services-title">
      <Title order={2} size="h4" id="services-title" mb="xs">
        Services on this portal
      </Title>
      <List spacing={4} mb="lg" listStyleType="none" p={0}>
        {services.data.map((service) => (
          <List.Item key={service.service}>
            <Text size="sm" component="span">
              <strong>{service.label}</strong>{' '}
              <Badge
                variant={service.set_up ? 'filled' : 'outline'}
                color={service.set_up ? 'navy' : 'gray.8'}
              >
                {service.set_up ? 'set up' : 'not set up'}
              </Badge>{' '}
              {service.note}
            </Text>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
