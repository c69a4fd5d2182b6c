import { Alert, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { SUPPLIERS } from '@portal/domain/catalogue';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CATALOGUES_TIP } from '../../lib/texts.ts';
import { CatalogueCover } from './CatalogueCover.tsx';
import classes from './catalogues.module.css';

/** Spec 2.5: an image per supplier catalogue, each linking to it in a new tab. */
export function CataloguesPage() {
  return (
    <>
      <PageHeader
        title="Catalogues"
        description="Browse our suppliers' catalogues for garments to decorate. Each catalogue opens in a new tab."
      />
      <Alert variant="light" color="navy" title="Before you start" mb="xl">
        {CATALOGUES_TIP}
      </Alert>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" component="ul" className={classes.grid}>
        {SUPPLIERS.map((supplier, index) => (
          <li key={supplier.shortCode}>
            <UnstyledButton
              component="a"
              href={supplier.catalogueUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.tile}
            >
              <span className={classes.cover}>
                <CatalogueCover name={supplier.name} shortCode={supplier.shortCode} index={index} />
              </span>
              <Text fw={700} className={classes.name}>
                {supplier.name}
              </Text>
              <Text size="sm" c="dimmed">
                View catalogue<span className="visually-hidden"> (opens in a new tab)</span>
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </>
  );
}
