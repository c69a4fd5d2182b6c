import { Center, Loader } from '@mantine/core';

/** The page-sized spinner shown while a page or its data loads. */
export function PageLoader() {
  return (
    <Center h="60vh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
