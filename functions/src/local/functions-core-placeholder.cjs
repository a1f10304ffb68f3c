// Resolution target for the local `@azure/functions-core` shim (see functions-core.ts); its exports are replaced.
module.exports = {};
