package sdy

//go:generate go run ../../tools/ncc-opgen -dialect sdy -o ops_gen.go
