package cf

//go:generate go run ../../tools/ncc-opgen -dialect cf -o ops_gen.go
