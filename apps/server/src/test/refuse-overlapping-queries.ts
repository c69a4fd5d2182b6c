// A transaction holds one connection, and node-postgres runs one query at a time on it: a second
// query sent before the first answers is queued today and refused by pg 9. Node prints that only as
// a deprecation warning, once, which a passing run hides, so the suite fails on it instead.
// (Promise.all over queries on one `tx` is the usual cause; await them one after the other.)
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) {
    throw new Error(
      'Two queries ran at once on one database connection (a transaction?): await them one after the other.',
    );
  }
});
