import { Button, Paper, Select, Stack, Tabs } from '@mantine/core';
import { CATALOGUES } from '@portal/domain/catalogue';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AddProductDialog } from '../catalogue/index.ts';
import { useUploadChanges } from './api/uploadChanges.ts';
import { DownloadTab } from './DownloadTab.tsx';
import { SizeTab } from './SizeTab.tsx';
import { UploadTab } from './UploadTab.tsx';
import { WfmTab } from './WfmTab.tsx';

const providerOptions = CATALOGUES.map((c) => ({
  value: c.key,
  label: c.supplierName === c.key ? c.key : `${c.supplierName} (${c.key})`,
}));

/**
 * /admin/uploadproduct (accounts spec 2.12): the product data tools with the tabs WFM, Upload,
 * Setting Size and Download, for the provider chosen above them. "Browse catalogues" opens the
 * Add Product dialog to check what customers will see.
 */
export default function ProductDataPage() {
  const [provider, setProvider] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>('upload');
  const [browsing, setBrowsing] = useState(false);
  // A file waiting for review when the page opens brings its provider with it.
  const waiting = useUploadChanges(null, 1);
  useEffect(() => {
    if (!provider && waiting.data?.supplier && waiting.data.upload) setProvider(waiting.data.supplier);
  }, [provider, waiting.data]);

  return (
    <>
      <PageHeader
        title="Product Data"
        description="Keep the supplier catalogues current: upload suppliers' files, set the size order, download catalogues."
        actions={
          <Button variant="default" onClick={() => setBrowsing(true)}>
            Browse catalogues
          </Button>
        }
      />
      <Stack gap="md">
        <Select
          label="Provider"
          placeholder="Choose a provider"
          data={providerOptions}
          value={provider}
          onChange={setProvider}
          searchable
          nothingFoundMessage={QUOTE_MESSAGES.noMatches}
          w={320}
        />
        <Paper withBorder p="md" radius="md" bg="white">
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="wfm">WFM</Tabs.Tab>
              <Tabs.Tab value="upload">Upload</Tabs.Tab>
              <Tabs.Tab value="sizes">Setting Size</Tabs.Tab>
              <Tabs.Tab value="download">Download</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="wfm">
              <WfmTab provider={provider} />
            </Tabs.Panel>
            <Tabs.Panel value="upload">
              <UploadTab provider={provider} />
            </Tabs.Panel>
            <Tabs.Panel value="sizes">
              <SizeTab provider={provider} />
            </Tabs.Panel>
            <Tabs.Panel value="download">
              <DownloadTab provider={provider} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Stack>
      {browsing && <AddProductDialog opened onClose={() => setBrowsing(false)} initialCatalogue={provider} />}
    </>
  );
}

export { ProductDataPage };
