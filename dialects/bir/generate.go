package bir

//go:generate go run ../../tools/ncc-opgen -dialect bir -o ops_gen.go
