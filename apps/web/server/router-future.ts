/**
 * The app runs with `future.v8_middleware`, so the request handler takes a RouterContextProvider.
 * React Router's typegen declares this for the app; the server code is compiled outside it.
 */
declare module "react-router" {
  interface Future {
    v8_middleware: true;
  }
}

export {};
