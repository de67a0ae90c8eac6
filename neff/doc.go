// Package neff reads and writes NEFF files, the Neuron Executable File
// Format a NeuronCore program ships in: a 1024-byte little-endian header
// followed by a gzip-compressed tar (SDK neuron-runtime/explore/
// work-with-neff-files.rst; docs/neff.md gives the layout field by field
// and says which parts are ncc's own choices).
//
//	f := &neff.File{Name: "model", Def: neff.Def{Target: "trn1", ...}, Subgraphs: []neff.Subgraph{sg0}}
//	err := neff.Write(w, f)      // deterministic: same File, same bytes
//	g, err := neff.Read(data)    // every malformed or hostile input is an error
//
// The archive holds def.json (the DMA queue sets and the variables:
// inputs, outputs, state buffers, scratch and constants, with names,
// sizes, dtypes and shapes), one folder per subgraph (sg00, and sg01 at
// LNC 2) with each engine's instruction stream (PE.bin, Activation.bin,
// DVE.bin, Pool.bin, SP.bin) and JSON (PE.json, ...: its DMA descriptor
// list), the activation function sets (sg00/act/NAME.bin) and the
// constants as .npy files (sg00/NAME.npy).
//
// Instruction streams are opaque here: sequences of 64-byte words whose
// encoding belongs to the tonga dialect. Disasm prints them through a
// Disassembler, HexWords until tonga's disassembler is plugged in.
//
// # Reading untrusted files
//
// ReadArchive checks the container: the header fields that say how to
// read the rest (pkg_version, header_size, a data_size equal to what
// follows the header, the version, lnc_size), the SHA-256 of the payload,
// and every tar entry: regular files and folders only (no links, devices
// or sparse files), relative paths of letters, digits and "._+-" without
// "." or ".." components, no duplicates, no file used as a folder, entry
// sizes that match their data, and Limits on the expanded size and the
// entry count against decompression bombs. Decode then interprets the
// files strictly: JSON with unknown or repeated keys is refused, every
// referenced file must exist, constants must match their variable's
// dtype, shape and size, and File.Validate's rules hold. Errors name the
// header field and offset, the entry, or the JSON file and key. Unpack
// and `ncc neff unpack` write only what ReadArchive accepted, through an
// os.Root, into a new or empty folder.
package neff
