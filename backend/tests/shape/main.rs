//! The code's shape, read from its sources: the backend's imports point down its layers
//! (`layers`), and no files of folio-core or folio-server import each other (`cycles`), both
//! with the path reader of `imports`; and no file or function is over its size (`sizes`).

mod cycles;
mod imports;
mod layers;
mod sizes;
