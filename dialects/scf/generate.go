package scf

//go:generate go run ../../tools/ncc-opgen -dialect scf -o ops_gen.go
