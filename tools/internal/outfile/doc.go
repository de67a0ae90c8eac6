// Package outfile writes the files ncc's tools produce (-o FILE, generated
// Go sources, NEFFs, reports) whole or not at all.
//
// A regular file, or a path that does not exist yet, is written through a
// temporary file in the same directory (".NAME.tmp<digits>") that is
// renamed over the path once complete: a reader never sees half a file,
// and a run that fails leaves the old file as it was. The temporary file
// must live beside the path, because a rename cannot cross file systems.
//
// A path that exists and is not a regular file, such as /dev/null, a named
// pipe or a terminal, is opened and written in place, as LLVM's tools do:
// renaming over it would replace the device with a plain file. A symbolic
// link is followed, so the file it names is replaced and the link stays.
//
// The file's permissions are those of the file it replaces, or, for a new
// file, the perm given (os.Create's 0666 for New), less the umask, as
// os.WriteFile would make them.
//
// Two ways in:
//
//	err := outfile.WriteFile(path, data, 0o644) // data already in memory
//
//	w := outfile.New(path) // streamed: print into w
//	if err := print(w); err != nil {
//		w.Abort() // path is untouched
//		return err
//	}
//	return w.Commit() // the file appears, complete
//
// Errors name the path the user gave ("cannot write out.mlir: no such file
// or directory"), never the temporary file.
package outfile
