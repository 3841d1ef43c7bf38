import { Suspense, useEffect } from 'react';
import { ErrorWithRetry } from '@/components/error-with-retry';
import { Spinner } from '@/components/spinner';
import { OPENAPI_DOCUMENT_PATH, useOpenApiDocument } from '@/features/developers/api/openapi-document';
import { lazyNamed } from '@/lib/lazy-named';
import styles from './developers.module.css';

const loadScalarReference = () => import('./scalar-reference');
const ScalarReference = lazyNamed(loadScalarReference, 'ScalarReference');

function LoadingReference() {
  return (
    <div className={styles.referenceLoading}>
      <Spinner size="lg" label="Loading the API reference" />
    </div>
  );
}

/**
 * The interactive reference under the intro. The library is drawn only once the document is here, which never
 * happens at build time: the prerendered page holds the loading state, not the library.
 */
export function ApiReference() {
  const openApi = useOpenApiDocument();
  useEffect(() => {
    // The library's code loads while the document does; should it fail, rendering it raises the page's error.
    loadScalarReference().catch(() => undefined);
  }, []);

  if (openApi.isError) {
    return (
      <ErrorWithRetry title="The API reference could not be loaded" onRetry={openApi.refetch}>
        {`The document at ${OPENAPI_DOCUMENT_PATH} did not arrive. Check your connection and try again.`}
      </ErrorWithRetry>
    );
  }
  if (openApi.isPending) return <LoadingReference />;
  return (
    <Suspense fallback={<LoadingReference />}>
      <ScalarReference openApiDocument={openApi.data} />
    </Suspense>
  );
}
