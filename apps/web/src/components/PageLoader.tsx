/**
 * The page-sized spinner shown while a page or its data loads. Drawn with CSS (global.css) rather
 * than Mantine's Loader: it is what the first page shows while its code arrives, and the Loader's
 * code was a part of the sign-in page's JavaScript.
 */
export function PageLoader() {
  return (
    <div className="page-loader">
      <span className="page-loader-spinner" role="status" aria-label="Loading" />
    </div>
  );
}
